/**
 * The router allow-list: the only door to react-router-dom in the site, shared as a singleton
 * provided by the shell, so there is one router on the page and only these parts are bundled.
 * Adding an export is a minor version bump of @usb/contracts; deploy the shell first.
 */
export { BrowserRouter, Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { NavigateFunction } from 'react-router-dom';
