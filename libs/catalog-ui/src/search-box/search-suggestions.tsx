import { Link } from 'react-router';
import styled from 'styled-components';
import { pagePath, type Suggestion } from '@vouch/domain';

/** Under the box, as wide as its form: the form is the positioned ancestor. */
const Dropdown = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: 40;
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  li {
    min-height: 32px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  li span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
`;

export interface SearchSuggestionsProps {
  listId: string;
  suggestions: Suggestion[];
  active: number;
  open: boolean;
  browseOffered: boolean;
  onChoose: (suggestion: Suggestion) => void;
  onBrowse: () => void;
}

/**
 * The box's dropdown (spec §4): suggestions with 'in {category}' rows, the `active` one marked for
 * the keyboard, or 'Browse by category' in a focused box that has none. A suggestion is chosen on
 * mouse down so the box's blur, which closes the dropdown, comes after it.
 */
export function SearchSuggestions({
  listId,
  suggestions,
  active,
  open,
  browseOffered,
  onChoose,
  onBrowse,
}: SearchSuggestionsProps) {
  return (
    <>
      {browseOffered ? (
        <Dropdown>
          <Link
            to={pagePath('categoryIndex')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={onBrowse}
          >
            Browse by category
          </Link>
        </Dropdown>
      ) : null}
      <Dropdown hidden={!open}>
        <ul id={listId} role="listbox" aria-label="Suggestions">
          {open
            ? suggestions.map((suggestion, index) => (
                <li
                  key={`${suggestion.id ?? 'text'}:${suggestion.text}:${index}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    onChoose(suggestion);
                  }}
                >
                  {suggestion.text}
                  {suggestion.category_name ? (
                    <span>{` in ${suggestion.category_name}`}</span>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
      </Dropdown>
    </>
  );
}
