import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Templates } from '@rjsf/mui';
import { type ObjectFieldTemplateProps, canExpand, descriptionId, getUiOptions, titleId } from '@rjsf/utils';
import { Fragment } from 'react';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate;

// The layout of RJSF's MUI template (a Grid container with spacing 2, each field a full-width item), drawn by
// one styled element: the MUI template renders a Grid, with its own styles to compute, around every field on
// every change of any field.
const Fields = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  marginTop: theme.spacing(1.25),
  boxSizing: 'border-box',
  minWidth: 0,
  '& > .engine-field': { width: '100%', minWidth: 0, boxSizing: 'border-box', marginBottom: theme.spacing(1.25) },
}));

/** An object's fields, laid out as RJSF's MUI theme does; objects with additional properties use that template itself.
 * */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const {
    description,
    title,
    properties,
    required,
    disabled,
    readonly,
    uiSchema,
    fieldPathId,
    schema,
    formData,
    optionalDataControl,
    registry,
  } = props;
  if (MuiObjectFieldTemplate && canExpand(schema, uiSchema, formData)) return <MuiObjectFieldTemplate {...props} />;
  // The registry's templates (definitions name no others in `ui:options`).
  const { TitleFieldTemplate, DescriptionFieldTemplate } = registry.templates;
  const controlInTitle = !readonly && !disabled;
  // A nested object with a title is a group of fields named by it (as a fieldset by its legend), so a screen
  // reader says which object a field belongs to when it enters it. The form's root has no title of its own here.
  const Group = title ? 'div' : Fragment;
  const groupProps = title ? { role: 'group', 'aria-labelledby': titleId(fieldPathId) } : {};
  const fields = (
    <Fields>
      {!controlInTitle ? optionalDataControl : undefined}
      {properties.map((element) =>
        // A hidden field gets no wrapper, which would still take up space.
        element.hidden ? (
          element.content
        ) : (
          <div key={element.name} className="engine-field">
            {element.content}
          </div>
        ),
      )}
    </Fields>
  );
  // A part of a step with a heading of its own in the page's outline (`ui:options.headingLevel`, e.g. the statement
  // settings after the strategies): its title a heading of that level, its description a paragraph.
  const level = getUiOptions(uiSchema).headingLevel;
  if (title && (level === 2 || level === 3)) {
    return (
      <Group {...groupProps}>
        <Typography
          id={titleId(fieldPathId)}
          component={level === 2 ? 'h2' : 'h3'}
          variant="h5"
          gutterBottom
          sx={{ mt: 2 }}
        >
          {title}
        </Typography>
        {description && <Typography id={descriptionId(fieldPathId)}>{description}</Typography>}
        {fields}
      </Group>
    );
  }
  return (
    <Group {...groupProps}>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {fields}
    </Group>
  );
}
