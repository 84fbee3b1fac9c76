/** The upload fields of a Jira account form. */
interface UploadInputs {
  readonly jira_upload_enabled: boolean;
  readonly jira_upload_username: string;
  readonly jira_upload_token: string;
}

/** While upload is off its username and token fields are hidden: they send nothing. */
export const withoutHiddenUpload = <Values extends UploadInputs>(values: Values) =>
  values.jira_upload_enabled
    ? values
    : { ...values, jira_upload_username: undefined, jira_upload_token: undefined };
