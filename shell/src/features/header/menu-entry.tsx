import type { KeyboardEvent } from 'react';
import { Link } from '@usb/contracts/router';
import type { NavAction, NavLink, NavNote } from './nav-items';
import { classNames } from '@usb/ui/core';
import { TITLE_BUTTON } from './menu-markup';

export interface MenuEntryProps {
  entry: NavLink | NavNote | NavAction;
  /** The open page: a link to it is marked as selected and as the current page. */
  pathname: string;
  /** The inline menu's indent (antd sets it on the item); none in the horizontal menu. */
  indent?: number;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** The link was followed or the action chosen. */
  onClick?: () => void;
}

/** One item of a menu, as antd draws it: a link to a page, an action ('Log ud'), or a text in place of links. */
export function MenuEntry({ entry, pathname, indent, onKeyDown, onClick }: MenuEntryProps) {
  const style = indent === undefined ? undefined : { paddingLeft: indent };
  if (entry.kind === 'note') {
    return (
      <li className="ant-menu-item ant-menu-item-disabled ant-menu-item-only-child" style={style}>
        <span className="ant-menu-title-content">{entry.label}</span>
      </li>
    );
  }
  if (entry.kind === 'action') {
    return (
      <li className="ant-menu-item ant-menu-item-only-child" style={style}>
        <span className="ant-menu-title-content">
          <button
            type="button"
            style={{ ...TITLE_BUTTON, padding: 0, width: '100%' }}
            onClick={() => {
              onClick?.();
              entry.onSelect();
            }}
          >
            {entry.label}
          </button>
        </span>
      </li>
    );
  }
  const selected = entry.path === pathname;
  return (
    <li className={classNames('ant-menu-item ant-menu-item-only-child', selected && 'ant-menu-item-selected')} style={style}>
      <span className="ant-menu-title-content">
        <Link to={entry.path} aria-current={selected ? 'page' : undefined} onKeyDown={onKeyDown} onClick={onClick}>
          {entry.label}
        </Link>
      </span>
    </li>
  );
}
