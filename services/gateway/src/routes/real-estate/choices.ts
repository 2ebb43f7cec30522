// The enumerations of the real estate project (decisions.md, "Real estate"), as the gateway
// checks them and the OpenAPI document lists them; the real estate service checks them again.
export const VIDEO_STYLES = ['classic', 'modern', 'luxury', 'cinematic', 'energetic'] as const;
export const VIDEO_FORMATS = ['16:9', '9:16', '1:1', '4:5'] as const;
export const LAND_SIZE_UNITS = ['sqm', 'sqft', 'acre', 'hectare'] as const;
export const REAL_ESTATE_TYPES = ['house', 'apartment', 'townhouse', 'villa', 'land', 'rural', 'commercial', 'other'] as const;
