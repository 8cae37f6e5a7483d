import { useEffect, useRef, type PointerEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';

interface Props {
  /** The drawn signature as a PNG data URL, or null. */
  value: string | null;
  onChange(value: string | null): void;
}

const WIDTH = 480;
const HEIGHT = 140;

/**
 * A signature drawn with a mouse, pen or finger on a canvas, stored as a PNG data URL (signatureImage). The
 * typed name is the signature a keyboard user gives; the clear button is a normal, focusable button.
 */
export function SignaturePad({ value, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    if (!value) return;
    const image = new Image();
    image.onload = () => ctx.drawImage(image, 0, 0, WIDTH, HEIGHT);
    image.src = value;
    // Drawn once from the stored value; later strokes draw on the canvas directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * WIDTH) / rect.width, y: ((e.clientY - rect.top) * HEIGHT) / rect.height };
  };

  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1B2733';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
    drawn.current = true;
  };

  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onChange(e.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const ctx = canvasRef.current?.getContext('2d');
    ctx?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Typography id="signature-pad-label" fontWeight={600}>
        Draw your signature (optional)
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-pad-label"
        aria-describedby="signature-pad-help"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        sx={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Stack
        direction={{ xs: 'column', tablet: 'row' }}
        spacing={1}
        sx={{ alignItems: { tablet: 'center' }, justifyContent: 'space-between', maxWidth: WIDTH }}
      >
        <Typography id="signature-pad-help" variant="body2" color="text.secondary">
          {value
            ? 'A drawn signature is saved with your typed name.'
            : 'Draw with a mouse, pen or finger. Your typed name is your signature either way.'}
        </Typography>
        <Button onClick={clear} color="secondary" disabled={!value} sx={{ flexShrink: 0 }}>
          Clear signature
        </Button>
      </Stack>
    </Stack>
  );
}
