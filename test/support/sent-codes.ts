// One-time codes as a person gets them: from what the server sends (its log), since the store keeps only
// their hashes.
export interface SentCodes {
  /** Pass as the backend's or server's log. */
  log(line: string): void;
  /** Every code sent, oldest first. */
  otps(): { to: string; code: string }[];
}

const SENT = /^OTP for (\S+) by \S+: (\d{6})$/;

export function sentCodes(forward: (line: string) => void = () => {}): SentCodes {
  const sent: { to: string; code: string }[] = [];
  return {
    log(line) {
      const match = SENT.exec(line);
      if (match) sent.push({ to: match[1], code: match[2] });
      forward(line);
    },
    otps: () => [...sent],
  };
}
