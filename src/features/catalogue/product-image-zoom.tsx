import { Box, Modal, UnstyledButton } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useT } from '../../app/app-actor';
import { useDrawnOnceOpened } from '../../ui/use-drawn-once-opened';

interface ProductImageZoomProps {
  src: string;
  alt: string;
  rarity: string;
  /** The product-detail machine's zoom state. */
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The product image; a click opens it large in a modal that closes on Esc or a click outside. */
export function ProductImageZoom({ src, alt, rarity, opened, onOpen, onClose }: ProductImageZoomProps) {
  const t = useT();
  const zoom = useDrawnOnceOpened(opened);
  const glow: CSSProperties = {
    background: `radial-gradient(circle at 50% 55%, color-mix(in srgb, ${rarity} 40%, transparent) 0%, transparent 70%)`,
  };
  return (
    <>
      <UnstyledButton
        onClick={onOpen}
        aria-label={t('product.zoom')}
        pos="relative"
        display="block"
        w="100%"
        style={{ ...glow, borderRadius: 16, cursor: 'zoom-in', aspectRatio: '4 / 3' }}
      >
        {/* The product page's largest paint: fetched first. */}
        <img src={src} alt={alt} fetchPriority="high" style={{ width: '100%', height: '100%', objectFit: 'contain', padding: 24 }} />
        <Box pos="absolute" bottom={12} right={12} c="gray.4">
          <IconZoomIn size={22} />
        </Box>
      </UnstyledButton>
      {zoom.drawn && (
        <Modal
          opened={zoom.opened}
          onClose={onClose}
          size="xl"
          centered
          title={alt}
          closeOnEscape
          closeOnClickOutside
          overlayProps={{ backgroundOpacity: 0.75, blur: 3 }}
          attributes={{ content: { 'data-testid': 'image-zoom' } as Record<string, string> }}
        >
          <Box style={{ ...glow, borderRadius: 12 }}>
            <img src={src} alt={alt} style={{ width: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block' }} />
          </Box>
        </Modal>
      )}
    </>
  );
}
