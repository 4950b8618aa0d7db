/**
 * The SHA-256 of the PNG of EAN-8 "9638507" (check digit computed), scale 2, with its number under
 * the bars, black on white: the unit test makes it in Node, the browser test downloads it from the
 * page; the same hash in both says the page and the command line give the same bytes.
 */
export const EAN8_PNG_SHA256 = '357d1b746e9a80fe37d832c4500b4f9604fb9225ff7d262f5a70e4707f8ec022';

/** The page's options for that PNG (in the URL). */
export const EAN8_PNG_QUERY = '?symbology=ean8&scale=2';
