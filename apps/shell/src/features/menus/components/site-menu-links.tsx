import { Link } from 'react-router';
import { dropdownMenuItems } from '@vouch/domain';

interface SiteMenuLinksProps {
  signedIn: boolean;
  redesign: boolean;
  mobile: boolean;
  /** Called as a link is followed (the menu closes); none before the page's script runs. */
  onChoose?: () => void;
}

/** The site navigation of the header dropdown and the mobile menu (spec §2). */
export function SiteMenuLinks({ signedIn, redesign, mobile, onChoose }: SiteMenuLinksProps) {
  return (
    <nav aria-label="Site">
      <ul>
        {dropdownMenuItems({ signedIn, redesign, mobile }).map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onChoose}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
