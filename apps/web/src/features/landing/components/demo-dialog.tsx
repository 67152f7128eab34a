import { Modal } from "@/components/ui/modal";
import { DemoWalkthrough } from "./demo-walkthrough";

function DemoVideo({ url, title }: { url: string; title: string }) {
  return (
    <div className="aspect-video w-full bg-black">
      <iframe
        src={url}
        title={title}
        className="size-full"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** The demo: the configured video when there is one, else the built-in walkthrough. */
export function DemoDialog({
  isOpen,
  onClose,
  title,
  demoVideoUrl,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  demoVideoUrl: string | null;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      {demoVideoUrl ? <DemoVideo url={demoVideoUrl} title={title} /> : <DemoWalkthrough />}
    </Modal>
  );
}
