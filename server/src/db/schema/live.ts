/** The live area's tables. */
export {};
