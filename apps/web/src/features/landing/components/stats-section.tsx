import { MARKETING_STATS } from "@hirelens/contracts/constants";

const stats = [
  { value: MARKETING_STATS.accuracy, label: "Match accuracy" },
  { value: MARKETING_STATS.speed, label: "Faster screening" },
  { value: MARKETING_STATS.costReduction, label: "Cost reduction" },
  { value: MARKETING_STATS.availability, label: "Availability" },
];

export function StatsSection() {
  return (
    <section
      aria-labelledby="stats-title"
      className="relative overflow-hidden bg-gradient-to-r from-brand-700 via-violet-700 to-brand-800"
    >
      <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-30" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          HireLens in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
