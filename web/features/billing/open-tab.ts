/**
 * Checkout and the billing portal open in a new tab (spec 000 §4, §7). Browsers only allow a popup
 * inside the click itself, before any await, so the tab is opened blank first and pointed at the
 * provider's URL once the server has answered; when the popup is blocked the current tab goes.
 */
export function reserveTab(): Window | null {
  const tab = window.open('', '_blank');
  // The provider's page must not be able to script or redirect this one.
  if (tab) tab.opener = null;
  return tab;
}

export function sendTab(tab: Window | null, url: string): void {
  const absolute = new URL(url, window.location.href).toString();
  if (tab && !tab.closed) tab.location.href = absolute;
  else window.location.assign(absolute);
}

export function releaseTab(tab: Window | null): void {
  if (tab && !tab.closed) tab.close();
}
