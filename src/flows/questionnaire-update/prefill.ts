// The reverse of the answer list, from the definition core: a client's last answers as each section's form data.
export { prefillFrom } from '../../definition/questions/section-answers';
