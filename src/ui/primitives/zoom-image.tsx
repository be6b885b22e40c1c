import { useState } from 'react';
import { Dialog } from './dialog';
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
        <img src={src} alt={alt} width={width} height={height} loading="lazy" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={alt} className="dialog--wide">
        <img className="zoom-image__large" src={largeSrc ?? src} alt={alt} />
      </Dialog>
    </>
  );
}
