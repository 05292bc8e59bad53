/** The product's name, in the page titles, the copy and the public API's paths (/apiv1/inkprint/…). */
export const PRODUCT_NAME = "Inkprint";
