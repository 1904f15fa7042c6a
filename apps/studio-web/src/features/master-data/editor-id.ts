/** The id of an editor route that means 'create' (spec studio §4); any other id edits that record. */
export const NEW_ID = "new";
export const isNewId = (id: string): boolean => id === NEW_ID;
