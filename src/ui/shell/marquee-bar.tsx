import { marqueeMessages, marqueeTrack } from '../../domain';

/**
 * 001 §2: the promotional marquee, each message repeated 11 times and scrolled by CSS. Only the first cycle
 * is read out; the repeats exist for the animation and are hidden from assistive technology.
 */
export function MarqueeBar({ pathname }: { pathname: string }) {
  const track = marqueeTrack(pathname);
  const readable = marqueeMessages(pathname).length;
  return (
    <section className="marquee" aria-label="Announcements">
      <ul className="marquee__track">
        {track.map((message, i) => (
          <li key={i} className="marquee__item" aria-hidden={i >= readable ? true : undefined}>
            {message}
          </li>
        ))}
      </ul>
    </section>
  );
}
