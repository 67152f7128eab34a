import { ArrowLeft, Home } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { paths } from "@/config/paths";

/** Spec §2: 404, 'Page Not Found', 'Go Home' (to /) and 'Go Back' (one step back). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-white dark:bg-slate-950">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]"
      />
      <header className="relative mx-auto w-full max-w-6xl px-4 py-5 sm:px-6">
        <Logo />
      </header>
      <main
        id="main-content"
        className="relative flex flex-1 items-center justify-center px-4 pb-24"
      >
        <div className="max-w-md text-center">
          <p className="bg-gradient-to-br from-brand-500 to-violet-600 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            Page Not Found
          </h1>
          <p className="mt-3 text-base text-slate-600 dark:text-slate-400">
            The page you are looking for does not exist or has moved.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              leftIcon={<Home aria-hidden="true" className="size-4" />}
              onClick={() => navigate(paths.home)}
            >
              Go Home
            </Button>
            <Button
              variant="outline"
              leftIcon={<ArrowLeft aria-hidden="true" className="size-4" />}
              onClick={() => navigate(-1)}
            >
              Go Back
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
