/** The label of an array's add button (spec shell §5: arrays have an 'add more' button). */
export const ADD_MORE_LABEL = "Add more";
