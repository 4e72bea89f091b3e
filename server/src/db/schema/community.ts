/** The community area's tables. */
export {};
