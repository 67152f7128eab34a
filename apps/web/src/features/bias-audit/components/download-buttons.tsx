import { FileDown } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";
import { isApiClientError } from "@/lib/api-client";

/**
 * One button per format of a download; the one running shows its loading text, and a refusal
 * becomes a notification (the server's message, else `failureText`).
 */
export function DownloadButtons<Format extends string>({
  formats,
  download,
  loadingText,
  failureText,
}: {
  formats: ReadonlyArray<readonly [Format, string]>;
  download: (format: Format) => Promise<void>;
  loadingText: string;
  failureText: string;
}) {
  const [pending, setPending] = useState<Format | null>(null);
  return formats.map(([format, label]) => (
    <Button
      key={format}
      size="sm"
      variant="outline"
      isLoading={pending === format}
      loadingText={loadingText}
      leftIcon={<FileDown aria-hidden="true" className="size-4" />}
      onClick={async () => {
        setPending(format);
        try {
          await download(format);
        } catch (error) {
          notify.error(isApiClientError(error) ? error.message : failureText);
        } finally {
          setPending(null);
        }
      }}
    >
      {label}
    </Button>
  ));
}
