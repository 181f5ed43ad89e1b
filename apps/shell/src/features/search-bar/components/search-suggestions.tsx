import { Link } from 'react-router';
import { pagePath, type Suggestion } from '@vouch/domain';
import { Dropdown } from './search-bar.styles';

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
}: {
  listId: string;
  suggestions: Suggestion[];
  active: number;
  open: boolean;
  browseOffered: boolean;
  onChoose: (suggestion: Suggestion) => void;
  onBrowse: () => void;
}) {
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
