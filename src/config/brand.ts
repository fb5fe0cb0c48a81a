/** The brand's name, on its own so the server's mail can use it without the site's build-time settings. */
export const BRAND_NAME = 'Clarity Works';
