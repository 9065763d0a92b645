import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { brandLogoSize, brandLogoSrc } from '../images/brand-logo';

const { width, height } = brandLogoSize;
/** Shown this tall (px) on phones and on wider screens; the width follows the canvas. */
const shownHeight = { xs: 38, sm: 52 };
const box = { height: shownHeight, width: 'auto', aspectRatio: `${width} / ${height}` };

/**
 * A brand's logo as a static image named by the brand. A brand without a generated
 * file (one typed into a record in /admin, say) is set as a wordmark in the same box,
 * so nothing moves when the file is missing.
 */
export function BrandLogo({ brand }: { brand: string }) {
  const [missing, setMissing] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A file that failed before the page came to life fired its error unheard.
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setMissing(true);
  }, []);
  if (missing) {
    return (
      <Box
        role="img"
        aria-label={brand}
        sx={{
          ...box,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          color: 'wordmark',
          fontWeight: 800,
          fontSize: { xs: 15, sm: 20 },
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        {brand}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      ref={image}
      src={brandLogoSrc(brand)}
      alt={brand}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setMissing(true)}
      sx={{ ...box, display: 'block' }}
    />
  );
}
