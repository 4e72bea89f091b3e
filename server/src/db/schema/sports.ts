/** The sports area's tables. */
export {};
