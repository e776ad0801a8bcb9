/** The platform's static site: the built shell at the site root and the not-found answer of the whole site (../README.md). */
export { default } from './static-plugin';
