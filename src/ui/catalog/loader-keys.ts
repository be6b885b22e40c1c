/** The keys of the catalogue pages' loaders, shared with the entry that asks for the first page's data early. */
export const HOME_LOADER_KEY = 'home';
export const menuPageLoaderKey = (pathname: string) => `page:${pathname}`;
