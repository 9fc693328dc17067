export declare const PHONE_COUNTRIES: Record<number, string>;
export declare function phoneMetadataFor(full: unknown): unknown;
