import type { ReactNode } from "react";
import { PageHero } from "./public-layout";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal document: title, effective date, a table of contents and numbered sections. */
export function LegalPage({
  eyebrow,
  title,
  effective,
  intro,
  sections,
}: {
  eyebrow: string;
  title: string;
  effective: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div>
      <PageHero eyebrow={eyebrow} title={title}>
        <p className="text-base">Effective {effective}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Contents</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal max-w-3xl text-[15px] leading-7 text-slate-700 dark:text-slate-300 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mt-1.5 [&_p]:mt-3 [&_table]:mt-4 [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top dark:[&_td]:border-slate-800 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-slate-900 dark:[&_th]:text-white [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <div>{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10"
            >
              <h2
                id={`${section.id}-title`}
                className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
              >
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
