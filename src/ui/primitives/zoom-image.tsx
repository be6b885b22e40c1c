import { useState } from 'react';
import { Dialog } from './dialog';
import { SiteImage } from './site-image';
import '../styles/primitives.css';

export interface ZoomImageProps {
  src: string;
  alt: string;
  /** The large image shown when zoomed (defaults to src). */
  largeSrc?: string;
  width?: number;
  height?: number;
}

/** An image that opens large in a dialog when clicked or activated from the keyboard. */
export function ZoomImage({ src, alt, largeSrc, width, height }: ZoomImageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="zoom-image" aria-label={`Zoom ${alt}`} onClick={() => setOpen(true)}>
        <SiteImage src={src} alt={alt} width={width} height={height} sizes="(max-width: 767px) 100vw, 560px" loading="lazy" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={alt} className="dialog--wide">
        <SiteImage className="zoom-image__large" src={largeSrc ?? src} alt={alt} sizes="(max-width: 767px) 100vw, 90vw" />
      </Dialog>
    </>
  );
}
