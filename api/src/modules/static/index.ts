/** The static module: the built shell at the site root and the not-found answer of the whole site. */
export { default } from './static-plugin';
