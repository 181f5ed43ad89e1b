import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { PROFILE_TABS, type ProfileTab } from '@vouch/domain';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const TAB_LABELS: Record<ProfileTab, string> = {
  reviews: 'Reviews',
  rewards: 'Rewards',
  orders: 'Orders',
  disputes: 'Disputes',
};

export interface ProfileTabsProps {
  active: ProfileTab;
  counts: Record<ProfileTab, number>;
  onChoose(tab: ProfileTab): void;
  children: ReactNode;
}

/**
 * The private profile's four tabs as an ARIA tab list: one tab stop, Left/Right (and Home/End)
 * move between tabs, wrapping around, and choose as they go.
 */
export function ProfileTabs({ active, counts, onChoose, children }: ProfileTabsProps) {
  const tabs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent) => {
    // From the focused tab, not the chosen one: a fast second key press may come before the re-render.
    const focused = PROFILE_TABS.findIndex((tab) => tabs.current[tab] === event.target);
    const index = focused >= 0 ? focused : PROFILE_TABS.indexOf(active);
    const last = PROFILE_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = PROFILE_TABS[next]!;
    onChoose(tab);
    tabs.current[tab]?.focus();
  };
  return (
    <div>
      <TabList role="tablist" aria-label="Your profile" onKeyDown={move}>
        {PROFILE_TABS.map((tab) => (
          <Tab
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls="profile-tab-panel"
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onChoose(tab)}
          >
            {TAB_LABELS[tab]} ({counts[tab]})
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="profile-tab-panel" aria-labelledby={`profile-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
