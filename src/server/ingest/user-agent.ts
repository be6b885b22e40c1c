// The start reply's user info from the browser's User-Agent. A local ingest has no geo
// lookup, so city, country and state stay empty (they are filled by a hosted ingest).

export interface UserInfo {
  userBrowser: string;
  userOS: string;
  userDevice: string;
  userCity: string;
  userCountry: string;
  userState: string;
}

function browserOf(ua: string): string {
  const match =
    /(Edg|OPR|SamsungBrowser|Firefox|FxiOS|CriOS|Chrome|Chromium)\/(\d+)/.exec(ua) ??
    (/Version\/(\d+).*Safari\//.test(ua) ? ['', 'Safari', /Version\/(\d+)/.exec(ua)![1]] : null);
  if (!match) return ua.includes('HeadlessChrome') ? 'Chrome' : 'Unknown';
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera', FxiOS: 'Firefox', CriOS: 'Chrome', SamsungBrowser: 'Samsung Internet' };
  return `${names[match[1]] ?? match[1]} ${match[2]}`;
}

function osOf(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'Chrome OS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}

function deviceOf(ua: string): string {
  if (/iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) return 'tablet';
  if (/Mobi|iPhone|Android/.test(ua)) return 'mobile';
  return 'desktop';
}

export function userInfoOf(userAgent: string | undefined): UserInfo {
  const ua = userAgent ?? '';
  return { userBrowser: browserOf(ua), userOS: osOf(ua), userDevice: deviceOf(ua), userCity: '', userCountry: '', userState: '' };
}
