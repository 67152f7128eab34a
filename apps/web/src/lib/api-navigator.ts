/**
 * Where the API client sends the browser on a 401. Its own module, so the app's entry can
 * register the router's navigate without loading the API client (decision 159).
 */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** The router registers its navigate here, so a 401 moves to /login without a full reload. */
export function setApiNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

export function navigateFromApi(path: string): void {
  navigateTo(path);
}
