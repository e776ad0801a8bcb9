import { configure } from '@testing-library/react';

// The default 1 s for findBy/waitFor is too tight for antd on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// antd measures the scrollbar through a pseudo-element style, which jsdom does not implement
// (it logs an error and returns the element's style anyway); ask for that directly.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
