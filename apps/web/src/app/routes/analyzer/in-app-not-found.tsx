import { ArrowLeft, Home } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * Spec §2's not-found page inside the app shell: what anyone sees for a batch that is not theirs
 * (DESIGN §5: another user's data answers 404, never "forbidden").
 */
export function InAppNotFound() {
  const navigate = useNavigate();
  return (
    <div
      className="flex flex-col items-center justify-center py-20 text-center"
      data-testid="not-found"
    >
      <p className="bg-gradient-to-br from-brand-500 to-violet-600 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent">
        404
      </p>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Page Not Found
      </h1>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">
        This analysis does not exist, or it is not yours.
      </p>
      <div className="mt-6 flex gap-3">
        <Button
          onClick={() => navigate(paths.home)}
          leftIcon={<Home aria-hidden="true" className="size-4" />}
        >
          Go Home
        </Button>
        <Button
          variant="outline"
          onClick={() => navigate(-1)}
          leftIcon={<ArrowLeft aria-hidden="true" className="size-4" />}
        >
          Go Back
        </Button>
      </div>
    </div>
  );
}
