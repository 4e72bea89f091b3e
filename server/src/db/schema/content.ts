/** The content area's tables. */
export {};
