/** The media area's tables. */
export {};
