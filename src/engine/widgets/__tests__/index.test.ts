import { type WidgetName, widgets } from '..';

describe('widgets', () => {
  it('registers exactly the names definitions use in ui:widget', () => {
    const names: WidgetName[] = [
      'iban',
      'birthNumber',
      'phone',
      'codeRequest',
      'fileUpload',
      'yesNo',
      'date',
      'countrySelect',
      'eurAmount',
    ];
    expect(Object.keys(widgets).sort()).toEqual([...names].sort());
    for (const name of names) expect(typeof widgets[name]).toBe('function');
  });
});
