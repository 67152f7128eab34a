import QRCode from "qrcode";
import { useMemo } from "react";

/**
 * A QR code drawn as SVG in the browser from the bundled `qrcode` library: the encoded text (an
 * otpauth:// URI holding a secret) never leaves the page.
 */
export function QrCode({
  value,
  label,
  size = 192,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) parts.push(`M${column + 4} ${row + 4}h1v1h-1z`);
      }
    }
    return { d: parts.join(""), extent: modules.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-xl bg-white"
      data-testid="qr-code"
    >
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#0f172a" />
    </svg>
  );
}
