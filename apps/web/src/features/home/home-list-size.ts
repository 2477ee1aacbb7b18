/** How many entries the home page's notices and customer-service boxes show (the brief: 5). */
export const HOME_LIST_SIZE = 5;
