/** The brief keeps the last signed-in id in local storage under `name`. */
export const SAVED_ID_KEY = 'name';
