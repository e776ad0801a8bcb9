import { useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { itemKey, type NavGroup, type NavItem } from './nav-items';
import { MenuEntry } from './menu-entry';
import { classNames } from '@usb/ui/core';
import { MENU_ROOT, TITLE_BUTTON } from './menu-markup';

/** How long the pointer may be off a group before its links close (as antd's menu waits). */
const CLOSE_DELAY_MS = 150;

/**
 * The group's links under its title, as wide as the title at least. The horizontal menu's rules
 * for its items also reach into the popup, which antd renders elsewhere in the page: its
 * position and padding are set here.
 */
const POPUP_STYLE: CSSProperties = {
  position: 'absolute',
  display: 'block',
  top: '100%',
  left: 'var(--ant-menu-item-padding-inline)',
  paddingInline: 0,
  minWidth: 'calc(100% - 2 * var(--ant-menu-item-padding-inline))',
};

/** The title sits in the item's line as antd's title element does: no padding of a button's own. */
const HORIZONTAL_TITLE: CSSProperties = { ...TITLE_BUTTON, display: 'block', padding: 0, lineHeight: 'inherit' };

/**
 * A group: its title is a button that opens its links below it. A mouse opens it by resting on
 * it (the click that follows keeps it open) and closes it by leaving (with a short grace); a
 * tap, a further click or Enter toggles it; Escape closes it
 * and keeps the focus on the title; the links close when the focus or a click goes elsewhere and
 * when a page opens.
 */
function TopGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const titleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened by the mouse resting on it: the click that usually follows keeps it open.
  const openedByHover = useRef(false);
  // Opened by ArrowDown: its first link takes the focus once it is on the page (the results
  // group's links arrive with the published results), if the focus is still on the title.
  const focusFirstLinkOnOpen = useRef(false);
  const cancelClose = () => clearTimeout(closeTimer.current);
  /** Focuses the group's first link; false while it has none. */
  const focusFirstLink = (): boolean => {
    const link = rootRef.current?.querySelector<HTMLAnchorElement>(`[id="${popupId}"] a`);
    if (!link) return false;
    link.focus();
    return true;
  };

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      focusFirstLinkOnOpen.current = false;
    } else if (focusFirstLinkOnOpen.current && document.activeElement === titleRef.current && focusFirstLink()) {
      focusFirstLinkOnOpen.current = false;
    }
  });
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && rootRef.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    titleRef.current?.focus();
  };
  const onTitleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return closeOnEscape(event);
    event.preventDefault();
    if (open && focusFirstLink()) return;
    // The links show with this state; the effect above focuses the first one once it is there.
    focusFirstLinkOnOpen.current = true;
    setOpen(true);
  };

  const childSelected = group.children.some((child) => itemKey(child) === pathname);
  return (
    <li
      ref={rootRef}
      className={classNames(
        'ant-menu-submenu ant-menu-submenu-horizontal',
        open && 'ant-menu-submenu-open ant-menu-submenu-active',
        childSelected && 'ant-menu-submenu-selected',
      )}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={titleRef}
        type="button"
        className="ant-menu-submenu-title"
        style={HORIZONTAL_TITLE}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onKeyDown={onTitleKeyDown}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((was) => keepOpen || !was);
        }}
      >
        <span className="ant-menu-title-content">{group.label}</span>
        <i className="ant-menu-submenu-arrow" />
      </button>
      {open && (
        <div className={classNames('ant-menu-submenu ant-menu-submenu-popup ant-menu-submenu-placement-bottomLeft', MENU_ROOT)} style={POPUP_STYLE}>
          <ul id={popupId} className="ant-menu ant-menu-sub ant-menu-vertical">
            {group.children.map((child) => (
              <MenuEntry key={itemKey(child)} entry={child} pathname={pathname} onKeyDown={closeOnEscape} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export interface HorizontalNavProps {
  /** The navigation's name for screen readers ('Hovedmenu'). */
  label: string;
  items: readonly NavItem[];
  /** The open page: its item is marked as selected (and as the current page). */
  pathname: string;
  /**
   * The main menu takes the header's free width, its items in a flex row as antd lays out a menu
   * that may overflow; the login menu only its own width, as antd's with overflow off (the
   * static frame draws both so, and the two must match to the pixel).
   */
  fills: boolean;
  style: CSSProperties;
}

/** A row of the header's menu items, drawn as antd's horizontal menu. */
export function HorizontalNav({ label, items, pathname, fills, style }: HorizontalNavProps) {
  return (
    <nav aria-label={label} style={{ display: 'flex', minWidth: 0, alignSelf: 'stretch', flex: fills ? 1 : 'none' }}>
      <ul className={classNames(fills && 'ant-menu-overflow', 'ant-menu-root ant-menu-horizontal', MENU_ROOT)} style={{ ...style, flex: 1 }}>
        {items.map((item) =>
          item.kind === 'group' ? (
            <TopGroup key={item.key} group={item} pathname={pathname} />
          ) : (
            <MenuEntry key={itemKey(item)} entry={item} pathname={pathname} />
          ),
        )}
      </ul>
    </nav>
  );
}
