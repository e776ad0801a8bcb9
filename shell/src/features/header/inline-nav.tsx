import { Fragment, useId, useState } from 'react';
import { itemKey, type NavGroup, type NavItem } from './nav-items';
import { MenuEntry } from './menu-entry';
import { classNames } from '@usb/ui/core';
import { MENU_ROOT, TITLE_BUTTON } from './menu-markup';

/** antd's inline indent: 24 px for the top level, 48 for a group's links. */
const TOP_INDENT = 24;
const GROUP_INDENT = 48;

interface EntryProps {
  pathname: string;
  /** A link or an action was chosen (the drawer closes). */
  onChosen: () => void;
}

/** A group folds its links open under its title and closed again; it starts closed. */
function GroupEntry({ group, pathname, onChosen }: EntryProps & { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const childSelected = group.children.some((child) => itemKey(child) === pathname);
  return (
    <li className={classNames('ant-menu-submenu ant-menu-submenu-inline', open && 'ant-menu-submenu-open', childSelected && 'ant-menu-submenu-selected')}>
      <button
        type="button"
        className="ant-menu-submenu-title"
        style={{ ...TITLE_BUTTON, paddingLeft: TOP_INDENT }}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="ant-menu-title-content">{group.label}</span>
        <i className="ant-menu-submenu-arrow" />
      </button>
      {open && (
        <ul id={listId} className="ant-menu ant-menu-sub ant-menu-inline">
          {group.children.map((child) => (
            <MenuEntry key={itemKey(child)} entry={child} indent={GROUP_INDENT} pathname={pathname} onClick={onChosen} />
          ))}
        </ul>
      )}
    </li>
  );
}

export interface InlineNavProps extends EntryProps {
  /** The navigation's name for screen readers. */
  label: string;
  /** Lists of items, drawn one under the other with a line between them. */
  sections: readonly (readonly NavItem[])[];
}

/** The header's menus in the phone drawer, drawn as antd's inline menu. */
export function InlineNav({ label, sections, pathname, onChosen }: InlineNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={classNames('ant-menu-root ant-menu-inline', MENU_ROOT)}>
        {sections.map((items, index) => (
          <Fragment key={items.map(itemKey).join()}>
            {index > 0 && <li className="ant-menu-item-divider" aria-hidden="true" />}
            {items.map((item) =>
              item.kind === 'group' ? (
                <GroupEntry key={item.key} group={item} pathname={pathname} onChosen={onChosen} />
              ) : (
                <MenuEntry key={itemKey(item)} entry={item} indent={TOP_INDENT} pathname={pathname} onClick={onChosen} />
              ),
            )}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
