import { INCORRECT_SERVER_RESPONSE } from '../messages';

// 001 §3 start response; only the fields 001 §5 checks are guaranteed.
export interface StartResponse {
  token: string;
  userUUID: string;
  sessionID: string;
  delay: number;
  startTimestamp?: number;
  beaconSizeLimit?: number;
  projectID?: string | number;
  compressionThreshold?: number;
  canvasEnabled?: boolean;
  canvasQuality?: string;
  canvasFPS?: number;
  assistOnly?: boolean;
  features?: string[];
  userBrowser?: string;
  userCity?: string;
  userCountry?: string;
  userDevice?: string;
  userOS?: string;
  userState?: string;
  [field: string]: unknown;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
// null counts as absent for the optional numbers (JSON has no undefined).
const optionalNumber = (v: unknown): boolean => v === undefined || v === null || isNumber(v);

// 001 §5: string token, userUUID, sessionID; numeric delay; optional numeric startTimestamp and beaconSizeLimit.
export function validateStartResponse(r: unknown): StartResponse {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) throw new Error(INCORRECT_SERVER_RESPONSE);
  const o = r as Record<string, unknown>;
  const ok =
    typeof o.token === 'string' &&
    typeof o.userUUID === 'string' &&
    typeof o.sessionID === 'string' &&
    isNumber(o.delay) &&
    optionalNumber(o.startTimestamp) &&
    optionalNumber(o.beaconSizeLimit);
  if (!ok) throw new Error(INCORRECT_SERVER_RESPONSE);
  const result: StartResponse = { ...o, token: o.token as string, userUUID: o.userUUID as string, sessionID: o.sessionID as string, delay: o.delay as number };
  if (o.startTimestamp === null) delete result.startTimestamp;
  if (o.beaconSizeLimit === null) delete result.beaconSizeLimit;
  return result;
}
