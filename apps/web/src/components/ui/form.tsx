import { zodResolver } from "@hookform/resolvers/zod";
import type { FormHTMLAttributes, ReactNode } from "react";
import {
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/**
 * The form state of one contract schema: react-hook-form with the zod resolver, so every message
 * a field shows is the schema's (packages/contracts), validated when a field is left, then live.
 *   const form = useSchemaForm(contactSupportSchema, { defaultValues: { subject: "" } })
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, "resolver"> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    mode: "onTouched",
    ...options,
    resolver: zodResolver(schema),
  });
}

type FormProps<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "onSubmit" | "children"
> & {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the parsed values once the schema accepts them; a refusal focuses the first bad field. */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
};

/** The one way to write a form: `noValidate` (the schema speaks, not the browser) and RHF's submit. */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}
