export type FormValues = Record<string, string | boolean>;

/**
 * Every form of the site submits through here, so where submissions are delivered
 * can change in one place. Public forms are not sent anywhere yet: the values are
 * logged for the operator and the caller shows the confirmation.
 */
export async function submitForm(formName: string, values: FormValues): Promise<void> {
  console.info(`Form "${formName}" submitted`, values);
}
