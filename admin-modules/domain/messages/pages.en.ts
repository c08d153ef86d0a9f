/** English texts of the pages area (merged into the one catalogue by messages.en.ts). */
export const enPages = {
  // Shared by the static pages
  "pages.lastUpdated": "Last updated: September 2024",
  "pages.onThisPage": "On this page",
  "pages.questionsTitle": "Questions?",
  "pages.emailUs": "E-mail {email}",

  // About Us
  "pages.about.title": "About Us",
  "pages.about.intro":
    "{site} is a free website for children and young people in Sri Lanka, and for the grown-ups who care for them. Everything here is free, safe and checked by our team.",
  "pages.about.missionTitle": "Our Mission",
  "pages.about.missionText":
    "We want every child in Sri Lanka, from Jaffna to Galle and from Colombo to the hill country, to know their rights, learn new things, share their ideas safely and find help fast when they need it.",
  "pages.about.participationTitle": "Child Participation",
  "pages.about.participationText":
    "Children are not only our audience, they are our partners. Young people share stories, artwork, photos and videos in the Media Hub, and we ask for their ideas when we plan new courses and events. Every creation is checked by our team before it is shown, so sharing stays safe.",
  "pages.about.inclusiveTitle": "Inclusive Platform",
  "pages.about.inclusiveText":
    "This site works on a basic phone and a slow connection. We use plain words, large buttons and clear pictures, and we are preparing Sinhala and Tamil versions so every child can use it in their own language. Nobody needs to pay, and nobody needs to share their real name.",
  "pages.about.whoTitle": "Who We Serve",
  "pages.about.whoIntro": "Children come first. We also support the adults around them:",
  "pages.about.whoParents": "Parents and guardians",
  "pages.about.whoParentsText": "Simple guides on keeping children safe, healthy and learning, and a clear view of what your child does here.",
  "pages.about.whoTeachers": "Teachers",
  "pages.about.whoTeachersText": "Free lesson materials about children's rights, safety and well-being to use in class.",
  "pages.about.whoOrganisations": "Organisations",
  "pages.about.whoOrganisationsText": "Schools, clubs and community groups can share child-friendly events and resources after our team has checked them.",
  "pages.about.whoProviders": "Service providers",
  "pages.about.whoProvidersText": "Counsellors, health workers and child protection officers can point families to trusted help and helplines.",
  "pages.about.commitmentTitle": "Our Commitment",
  "pages.about.commitmentText":
    "We promise to keep this site free, to check everything before it is shared, to protect children's privacy, and to answer every safety concern quickly. If something here ever worries you, tell us and we will act.",

  // Contact Us
  "pages.contact.title": "Contact Us",
  "pages.contact.intro": "We are happy to hear from you. Pick the address that fits your message best.",
  "pages.contact.supportTitle": "General Support",
  "pages.contact.supportText": "Questions about your account, courses, downloads or anything else on the site.",
  "pages.contact.safetyTitle": "Safety Concerns",
  "pages.contact.safetyText": "Something on the site worried you, or you want to report content or a profile. Use this address for reports too.",
  "pages.contact.partnershipsTitle": "Partnerships",
  "pages.contact.partnershipsText": "Schools, organisations and parents who want to work with us, share resources or run events.",
  "pages.contact.replyNote": "Replies usually come within 24 hours.",
  "pages.contact.emergencyTitle": "In an Emergency",
  "pages.contact.emergencyText": "E-mail is not fast enough when someone is in danger. Call now, any time of day or night:",
  "pages.contact.emergencyServices": "Emergency Services",
  "pages.contact.childline": "Childline",
  "pages.contact.crisisSupport": "Crisis Support",
  "pages.contact.locationTitle": "Where We Are",
  "pages.contact.city": "Colombo, Sri Lanka",
  "pages.contact.foundation": "{site} is run by a not-for-profit foundation working for children across Sri Lanka.",
  "pages.contact.faqTitle": "Quick Answers",
  "pages.contact.faqText": "Many questions are already answered in our FAQ.",
  "pages.contact.faqLink": "Read the FAQ",

  // Privacy Policy
  "pages.privacy.title": "Privacy Policy",
  "pages.privacy.intro":
    "This page explains, in plain words, what information {site} keeps about you, why, and what you can do about it. We keep as little as we can.",
  "pages.privacy.collectTitle": "Information We Collect",
  "pages.privacy.collect1":
    "When you sign up: your e-mail address, a password (we keep only a scrambled version we cannot read) and the name you choose. A nickname is fine.",
  "pages.privacy.collect2": "If you choose to add it: a phone number, and for organisations the organisation's name.",
  "pages.privacy.collect3": "What you do here: courses you start and your progress, events you register for, and stories, art, photos or videos you share.",
  "pages.privacy.collect4": "Technical details needed to keep the site safe, such as the time of a sign-in. We do not use advertising trackers.",
  "pages.privacy.useTitle": "How We Use It",
  "pages.privacy.use1": "To let you sign in and to remember your course progress.",
  "pages.privacy.use2": "To check shared content before it is published, and to keep the site safe from misuse.",
  "pages.privacy.use3": "To reply when you write to us, and to send a password reset link when you ask for one.",
  "pages.privacy.sharingTitle": "Sharing",
  "pages.privacy.sharingText":
    "We never sell your information and never show a child's e-mail or phone number to anyone. When you register for an event, the organiser sees the details needed for that event. We share information with the authorities only when the law requires it or a child is in danger.",
  "pages.privacy.rightsTitle": "Your Rights",
  "pages.privacy.rightsText":
    "You can see and change your details on your account page at any time. You can ask us for a copy of the information we hold about you, or ask us to delete your account, by writing to {email}.",
  "pages.privacy.securityTitle": "Security",
  "pages.privacy.securityText":
    "Passwords are stored scrambled, the connection is protected, and only a few trained team members can open the back office. When you change or reset your password, we sign you out on every other device.",
  "pages.privacy.parentsTitle": "Children Under 13 and Their Parents",
  "pages.privacy.parentsText":
    "Children under 13 should use the site with a parent or guardian. A parent or guardian of a child under 13 may see the child's progress, ask what information we hold about the child, and ask us to correct or delete it. Write to {email} and we will help.",
  "pages.privacy.contactTitle": "Contact",
  "pages.privacy.contactText": "Questions about privacy: {support}. Safety concerns: {safety}.",

  // Terms of Use
  "pages.terms.title": "Terms of Use",
  "pages.terms.intro": "By using {site} you agree to these simple rules. They are here to keep everyone safe and the site friendly.",
  "pages.terms.acceptableTitle": "Acceptable Use",
  "pages.terms.acceptable1": "Be kind and respectful to everyone.",
  "pages.terms.acceptable2": "Share only things that are positive and right for children.",
  "pages.terms.acceptable3": "Use the resources and courses for learning, at home, at school or in your community.",
  "pages.terms.prohibitedTitle": "Prohibited Activities",
  "pages.terms.prohibited1": "Bullying, threats, hate or anything unkind about someone's religion, ethnicity, language, gender or disability.",
  "pages.terms.prohibited2":
    "Sharing personal information such as home addresses, school names, phone numbers or photos of other people without their permission.",
  "pages.terms.prohibited3": "Pretending to be someone else, or trying to contact children privately.",
  "pages.terms.prohibited4": "Trying to break into accounts or the site, or sending spam.",
  "pages.terms.accountTitle": "Account Responsibilities",
  "pages.terms.accountText":
    "Keep your password secret and do not share your account. If you think someone else knows your password, change it on your account page or use Forgot Password.",
  "pages.terms.parentsTitle": "Parents and Guardians",
  "pages.terms.parentsText":
    "Children under 13 should use the site with a parent or guardian, who agrees to these terms for them and can help them use the site safely.",
  "pages.terms.consequencesTitle": "If the Rules Are Broken",
  "pages.terms.consequencesText": "We may remove content, pause or close an account, and when a child may be at risk, tell the right authorities.",
  "pages.terms.contentTitle": "Content and Copyright",
  "pages.terms.contentText":
    "You keep the rights to what you create. By sharing it here you let us show it on the site. Resources are free for learning and non-commercial use; please do not sell them. Only share work that is your own.",
  "pages.terms.changesTitle": "Changes to These Terms",
  "pages.terms.changesText": "We may update these terms. When we do, we change the date at the top of this page, and we explain big changes on the site.",
  "pages.terms.contactTitle": "Contact",
  "pages.terms.contactText": "Questions about these terms: {support}. Report a problem: {safety}.",

  // FAQ
  "pages.faq.title": "Frequently Asked Questions",
  "pages.faq.intro": "Tap a question to see its answer.",
  "pages.faq.gettingStarted": "Getting Started",
  "pages.faq.gs1q": "Is {site} really free?",
  "pages.faq.gs1a": "Yes. Every resource, course and event listing here is free, and it always will be.",
  "pages.faq.gs2q": "Do I need an account?",
  "pages.faq.gs2a": "No. You can read, watch and download without one. An account lets you save course progress, register for events and share your creations.",
  "pages.faq.gs3q": "Do I have to use my real name?",
  "pages.faq.gs3a": "No. Choose a nickname. Never put your home address, school or phone number in your name or your posts.",
  "pages.faq.gs4q": "I forgot my password. What do I do?",
  "pages.faq.gs4a":
    'On the Sign In page, tap "Forgot Password?" and type your e-mail. We will send a link that lets you choose a new password. It works once, for one hour.',
  "pages.faq.safety": "Safety & Security",
  "pages.faq.s1q": "Who checks what children share?",
  "pages.faq.s1a":
    "Our trained team looks at every story, picture, photo and video before anyone else can see it. Only positive, child-friendly content without personal details is published.",
  "pages.faq.s2q": "How do I report something that worries me?",
  "pages.faq.s2a":
    "Use the Report button next to content or profiles, or write to our safety team. Report Content leads to our contact page. If someone is in danger right now, call 119 or Childline 1929.",
  "pages.faq.s3q": "Who can see my e-mail address?",
  "pages.faq.s3a": "Nobody else. We never show children's e-mail addresses or phone numbers on the site.",
  "pages.faq.learning": "Learning & Content",
  "pages.faq.l1q": "How do courses work?",
  "pages.faq.l1a":
    "Pick a course, start it and go at your own speed. Your progress is saved when you are signed in, and it is private to you (and to your parents if you are under 13).",
  "pages.faq.l2q": "How long should I learn each day?",
  "pages.faq.l2a": "We suggest no more than 60 minutes a day online. Take breaks, play outside and talk with your family about what you learned.",
  "pages.faq.l3q": "Can I use downloaded resources offline?",
  "pages.faq.l3a":
    "Yes, in a limited way. Once a PDF or document is downloaded you can read and print it without internet. Courses, videos and your progress still need a connection.",
  "pages.faq.l4q": "Can teachers use the resources in class?",
  "pages.faq.l4a": "Yes. Resources are free for learning and non-commercial use at school and in the community.",
  "pages.faq.technical": "Technical Support",
  "pages.faq.t1q": "The site is slow or a page will not load.",
  "pages.faq.t1a": "Check your connection and try again. The site is built for slow networks and basic phones; closing other apps often helps.",
  "pages.faq.t2q": "A download does not open.",
  "pages.faq.t2a": "Most resources are PDF files. Install a free PDF reader on your phone or computer, then open the file again.",
  "pages.faq.t3q": "I did not get the password reset e-mail.",
  "pages.faq.t3a": "Look in your spam folder, and make sure you typed the e-mail you signed up with. You can ask for a new link after a few minutes.",
  "pages.faq.parents": "For Parents and Guardians",
  "pages.faq.p1q": "My child is under 13. What should I know?",
  "pages.faq.p1a":
    "Children under 13 should use the site with a parent or guardian. You can see your child's progress, and you can ask us what information we hold about your child or ask us to delete it.",
  "pages.faq.p2q": "How do I keep my child safe online?",
  "pages.faq.p2a":
    "Sit together when your child signs up, agree on a daily time limit, and remind them never to share personal details. Read our Child Safeguarding Statement to see how we protect children.",
  "pages.faq.p3q": "Can I suggest an event or a resource?",
  "pages.faq.p3a": "Yes, please do. Write to us, or submit an event through the Events Hub. Our team checks every submission first.",
  "pages.faq.stillNeedHelp": "Still Need Help?",
  "pages.faq.stillNeedHelpText": "Write to us and a person from our team will reply, usually within 24 hours.",
  "pages.faq.generalSupport": "General support",
  "pages.faq.safetyConcerns": "Safety concerns",
  "pages.faq.parentsContact": "Parents and guardians",

  // Child Safeguarding Statement
  "pages.safeguarding.title": "Child Safeguarding Statement",
  "pages.safeguarding.intro":
    "Every child has the right to be safe. {site} is built so that children can learn, create and share without fear, and so that any worry is heard and acted on quickly.",
  "pages.safeguarding.uncrcTitle": "Guided by the UN Convention on the Rights of the Child",
  "pages.safeguarding.uncrcText":
    "Our work follows the United Nations Convention on the Rights of the Child, which Sri Lanka ratified in 1991: every child has the right to protection, to education, to be heard, and to have their best interests come first.",
  "pages.safeguarding.commitmentsTitle": "Our Commitments",
  "pages.safeguarding.harmTitle": "Protection from Harm",
  "pages.safeguarding.harmText":
    "Everything children share is checked before it is published. We never show a child's contact details, and we remove anything harmful as soon as we know about it.",
  "pages.safeguarding.participationTitle": "Meaningful Participation",
  "pages.safeguarding.participationText": "Children's voices shape this site. We ask for their ideas and show their creations with care and respect.",
  "pages.safeguarding.communityTitle": "Community Responsibility",
  "pages.safeguarding.communityText":
    "Keeping children safe is everyone's job. We help parents, teachers and neighbours spot warning signs and know where to turn.",
  "pages.safeguarding.partnersTitle": "Partner Collaboration",
  "pages.safeguarding.partnersText":
    "We work with schools, organisations and child protection services, and we expect every partner to follow the same safeguarding standards.",
  "pages.safeguarding.principleTitle": "Our Core Principle",
  "pages.safeguarding.principleText": "Everything we do is for children, with children, in their best interests.",
  "pages.safeguarding.reportingTitle": "Reporting Concerns",
  "pages.safeguarding.reportingText": "If you are worried about a child, do not wait. Tell someone you trust and tell us.",
  "pages.safeguarding.emergencyTitle": "Emergency Situations",
  "pages.safeguarding.emergencyText": "A child is in danger right now? Call 119 or Childline 1929. All helplines are on our Emergency Heroes page.",
  "pages.safeguarding.emergencyLink": "Go to Emergency Heroes",
  "pages.safeguarding.generalTitle": "General Concerns",
  "pages.safeguarding.generalText": "Worried about something on the site, or about how a child is being treated? Write to our safety team at {email}.",
  "pages.safeguarding.generalLink": "Contact us",

  // Our Values
  "pages.values.title": "Our Values",
  "pages.values.intro": "Seven values guide every decision we make at {site}.",
  "pages.values.childCenteredTitle": "Child-Centered",
  "pages.values.childCenteredText": "Children's needs, ideas and rights come first in everything we build.",
  "pages.values.safetyTitle": "Safety First",
  "pages.values.safetyText": "We check everything before it is shared and act fast when something is wrong.",
  "pages.values.collaborationTitle": "Collaboration",
  "pages.values.collaborationText": "We work hand in hand with families, schools and organisations across Sri Lanka.",
  "pages.values.knowledgeTitle": "Knowledge Sharing",
  "pages.values.knowledgeText": "Good information should be free. Our resources and courses cost nothing, for everyone.",
  "pages.values.participationTitle": "Child Participation",
  "pages.values.participationText": "Children have a voice. We listen, and we let them shape what we do.",
  "pages.values.inclusivityTitle": "Inclusivity & Respect",
  "pages.values.inclusivityText": "Every child is welcome, whatever their language, religion, ability or where they live.",
  "pages.values.innovationTitle": "Innovation for Good",
  "pages.values.innovationText": "We use simple technology that works on any phone to make children's lives safer and brighter.",
  "pages.values.livingTitle": "Living Our Values",
  "pages.values.livingText":
    "Values mean little unless we live them. Our team checks every submission with care, answers every safety concern quickly, asks children what they think, and keeps the site free and simple. If you ever feel we fall short, please tell us at {email}.",
} as const;
