/** The shop module: badge orders, checked and priced on the server and confirmed by mail, behind `app.shop`. */
export { default } from './shop-plugin';
