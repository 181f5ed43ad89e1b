import { SITE_KEYS_ELEMENT_ID } from '@vouch/domain';
import { readSiteKeys } from './site-keys';

function pageCarrying(json: string | null) {
  document.getElementById(SITE_KEYS_ELEMENT_ID)?.remove();
  if (json === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_KEYS_ELEMENT_ID;
  script.textContent = json;
  document.head.append(script);
}

describe('readSiteKeys (spec §9: "a video-service key, a captcha site key and an analytics id")', () => {
  it('reads the keys the page carries, and none where it carries none or something else', () => {
    pageCarrying('{"video_service_key":"vk-1","captcha_site_key":null,"analytics_id":"G-TEST"}');
    expect(readSiteKeys()).toEqual({
      video_service_key: 'vk-1',
      captcha_site_key: null,
      analytics_id: 'G-TEST',
    });
    pageCarrying(null);
    expect(readSiteKeys()).toEqual({
      video_service_key: null,
      captcha_site_key: null,
      analytics_id: null,
    });
    pageCarrying('{"video_service_key":42,"analytics_id":""');
    expect(readSiteKeys()).toEqual({
      video_service_key: null,
      captcha_site_key: null,
      analytics_id: null,
    });
    pageCarrying('{"video_service_key":42,"analytics_id":""}');
    expect(readSiteKeys()).toEqual({
      video_service_key: null,
      captcha_site_key: null,
      analytics_id: null,
    });
  });
});
